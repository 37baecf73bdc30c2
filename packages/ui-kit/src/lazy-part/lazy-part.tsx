import { Component, lazy, startTransition, Suspense, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { namingHeading } from '../focus/naming-heading';
import { useFocusOnChange } from '../focus/use-focus-on-change';
import { ErrorState } from '../states/states';

export interface LazyPartOptions {
  /** What shows in the part's place when it could not be loaded or drawn, in one sentence (`투자설명서를 불러오지 못했어요.`). */
  readonly failedText: string;
  /** What shows while the part first loads; nothing when absent. */
  readonly loading?: ReactNode;
}

/**
 * A part of a screen that comes in a chunk of its own (a PDF viewer, a chart, a rarely opened
 * form), loaded when it first shows. A failed load or a failed drawing shows `failedText` with
 * 다시 시도하기 in the part's place only: the rest of the screen stays. The retry calls `load`
 * afresh (`React.lazy` remembers a failed load for good); while it loads the button stays, busy,
 * and keeps focus, and once the part shows, the heading that names it takes the button's focus (as
 * `QueryState`'s retry does; none, and the page's start takes it). A part loaded once shows at once
 * wherever it shows next.
 *
 * @example
 * const PdfViewer = lazyPart(() => import('./pdf-viewer').then((module) => module.PdfViewer), {
 *   failedText: '투자설명서를 불러오지 못했어요.',
 *   loading: <Skeleton lines={8} />,
 * });
 * <PdfViewer data={file} title="투자설명서" />
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, { failedText, loading = null }: LazyPartOptions): ComponentType<Props> {
  // Shared by every place the part shows; a successful retry replaces it for the places that show it next.
  const shared = { part: lazy(async () => ({ default: await load() })) };

  function LazyPart(props: Props) {
    const [Part, setPart] = useState(() => shared.part);
    const [retrying, setRetrying] = useState(false);
    // A retry that brought the part: the heading that names it takes the focus the button had.
    const [loadedByRetry, setLoadedByRetry] = useState(0);
    const errorRef = useRef<HTMLElement>(null);
    const namingHeadingRef = useFocusOnChange<HTMLElement>(loadedByRetry);
    // The retry loads outside React, so the failure (its button busy, with focus) stays on screen
    // until the answer: a second failure leaves the same button where it was.
    const retry = () => {
      namingHeadingRef.current = errorRef.current && namingHeading(errorRef.current);
      setRetrying(true);
      load().then(
        (component) => {
          const loaded = lazy(() => Promise.resolve({ default: component }));
          shared.part = loaded;
          // A transition, so the failure stays until the new part has resolved rather than flashing `loading`.
          startTransition(() => {
            setPart(() => loaded);
            setRetrying(false);
            setLoadedByRetry((count) => count + 1);
          });
        },
        () => setRetrying(false),
      );
    };
    return (
      <Suspense fallback={loading}>
        <PartBoundary part={Part} failedText={failedText} retrying={retrying} onRetry={retry} errorRef={errorRef}>
          <Part {...props} />
        </PartBoundary>
      </Suspense>
    );
  }
  return LazyPart;
}

interface PartBoundaryProps {
  /** The part shown, compared by identity: a new one (a retry's) clears the failure. */
  readonly part: unknown;
  readonly failedText: string;
  readonly retrying: boolean;
  readonly onRetry: () => void;
  /** The failure's element, where the retry looks for the heading that names the part. */
  readonly errorRef: RefObject<HTMLElement | null>;
  readonly children: ReactNode;
}

interface PartBoundaryState {
  readonly part: PartBoundaryProps['part'];
  readonly failed: boolean;
}

/** Catches what the part throws (its load's failure, a failed drawing) so that only the part says it failed. */
class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  override state: PartBoundaryState = { part: this.props.part, failed: false };

  static getDerivedStateFromProps(props: PartBoundaryProps, state: PartBoundaryState): Partial<PartBoundaryState> | null {
    return props.part === state.part ? null : { part: props.part, failed: false };
  }

  static getDerivedStateFromError(): Partial<PartBoundaryState> {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ErrorState ref={this.props.errorRef} description={this.props.failedText} onRetry={this.props.onRetry} retrying={this.props.retrying} />;
  }
}
