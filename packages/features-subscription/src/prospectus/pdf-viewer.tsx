// The app type-checks this source without the package's tsconfig: the reference brings the worker's
// module declaration along (an import of a declaration-only file is not possible).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./pdfjs-worker.d.ts" />
import { Skeleton } from '@jogak/ui-kit';
import { useEffect, useRef, useState } from 'react';

/**
 * pdf.js, loaded on first use in chunks of its own. Importing the worker script first puts its
 * message handler on `globalThis.pdfjsWorker`, so pdf.js parses on the main thread without a
 * worker URL (no bundler-specific `?url` import; a prospectus is a few pages).
 */
async function loadPdfJs() {
  await import('pdfjs-dist/build/pdf.worker.min.mjs');
  return import('pdfjs-dist');
}

type ViewerState = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly pages: number } | { readonly kind: 'failed' };

export interface PdfViewerProps {
  /** The PDF file. */
  readonly data: Blob;
  /** The document's name, read with each page ("투자설명서 1쪽"). */
  readonly title: string;
}

/** Renders every page of a PDF as a canvas, fitted to the width of the screen. */
export default function PdfViewer({ data, title }: PdfViewerProps) {
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ViewerState>({ kind: 'loading' });

  useEffect(() => {
    const container = pagesRef.current;
    if (!container) return undefined;
    let cancelled = false;
    let destroy: (() => Promise<void>) | undefined;
    void (async () => {
      const pdfjs = await loadPdfJs();
      const task = pdfjs.getDocument({ data: new Uint8Array(await data.arrayBuffer()) });
      destroy = () => task.destroy();
      const document = await task.promise;
      const canvases: HTMLCanvasElement[] = [];
      for (let number = 1; number <= document.numPages; number += 1) {
        const page = await document.getPage(number);
        const width = container.clientWidth || 360;
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1) });
        const canvas = window.document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = 'jg-subs-pdf__page';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${title} ${number}쪽`);
        await page.render({ canvas, viewport }).promise;
        canvases.push(canvas);
      }
      if (cancelled) return;
      container.replaceChildren(...canvases);
      setState({ kind: 'ready', pages: document.numPages });
    })().catch(() => {
      if (!cancelled) setState({ kind: 'failed' });
    });
    return () => {
      cancelled = true;
      void destroy?.();
    };
  }, [data, title]);

  return (
    <div className="jg-subs-pdf" data-state={state.kind}>
      {state.kind === 'loading' ? <Skeleton lines={8} label="문서를 여는 중이에요" /> : null}
      {state.kind === 'failed' ? (
        <p className="jg-subs-note" role="alert">
          문서를 화면에 표시하지 못했어요. 내려받아서 확인해주세요.
        </p>
      ) : null}
      {state.kind === 'ready' ? <p className="jg-subs-links__meta">총 {state.pages}쪽</p> : null}
      <div ref={pagesRef} className="jg-subs-pdf__pages" />
    </div>
  );
}
