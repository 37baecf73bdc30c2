export { tokens, tokenVar, cssVariableName, cssVariableEntries } from './tokens/tokens';
export type { Tokens, TokenGroup } from './tokens/tokens';

export { Button } from './button/button';
export type { ButtonProps, ButtonSize, ButtonStatus } from './button/button';

export { DialogHost } from './dialog/dialog-host';
export { dismissTopDialog, hasDismissibleDialog, isDialogAwaitingHost, openDialog, subscribeDialogs, withdrawDialogs } from './dialog/dialog-queue';
export { focusPageStart, keepFocusOnPage } from './focus/keep-focus-on-page';
export { useFocusAfterRowRemoval } from './focus/use-focus-after-row-removal';
export { useFocusOnChange } from './focus/use-focus-on-change';
export type { DialogButton, DialogDefinition, DialogDismissal, OpenDialogOptions } from './dialog/dialog-queue';

export { ToastHost } from './toast/toast-host';
export { clearToast, showToast, TOAST_DEFAULT_DURATION_MS } from './toast/toast-queue';
export type { ToastOptions } from './toast/toast-queue';
export { hasOverlayRequest, subscribeOverlayRequests } from './overlay/overlay-requests';

export { RichText } from './rich-text/rich-text';
export type { RichTextProps } from './rich-text/rich-text';
export type { RichTextHeadingLevel } from './rich-text/heading-levels';
export { sanitizeHtml, RICH_TEXT_ALLOWED_TAGS, RICH_TEXT_ALLOWED_ATTRIBUTES } from './rich-text/sanitize-html';
export { sanitizeStyle, RICH_TEXT_ALLOWED_STYLE_PROPERTIES } from './rich-text/sanitize-style';
export { RichTextLinkProvider } from './rich-text/rich-text-links';
export type { RichTextLinkHandlers, RichTextLinkProviderProps } from './rich-text/rich-text-links';

export { Header } from './header/header';
export type { HeaderBell, HeaderProps } from './header/header';

export { BottomNav, BOTTOM_NAV_TABS } from './bottom-nav/bottom-nav';
export type { BottomNavItem, BottomNavProps, BottomNavTabKey } from './bottom-nav/bottom-nav';

export { BackIcon, BellIcon, CloseIcon } from './icons/icons';

export { Tabs } from './tabs/tabs';
export type { TabItem, TabsProps } from './tabs/tabs';

export { BottomSheet } from './bottom-sheet/bottom-sheet';
export type { BottomSheetProps } from './bottom-sheet/bottom-sheet';

export { Stepper } from './stepper/stepper';
export type { StepperProps } from './stepper/stepper';

export { EmptyState, ErrorState, InlineErrorState, Skeleton } from './states/states';
export type { EmptyStateProps, ErrorStateProps, InlineErrorStateProps, SkeletonProps } from './states/states';
export { NOT_FOUND_DESCRIPTION, QueryState } from './states/query-state';
export { LoadMore } from './load-more/load-more';
export type { LoadMoreProps } from './load-more/load-more';
export { useBroughtItemFocus } from './load-more/use-brought-item-focus';
export type { BroughtItemFocus } from './load-more/use-brought-item-focus';
export { InfiniteList, itemsOfPages } from './infinite-list/infinite-list';
export type { InfiniteListProps, InfiniteListQuery, InfinitePages } from './infinite-list/infinite-list';
export type { QueryStateEmpty, QueryStateNotFound, QueryStateProps, QueryStateQuery } from './states/query-state';
export { lazyPart } from './lazy-part/lazy-part';
export { whenIdle } from './lazy-part/when-idle';
export type { LazyPartOptions } from './lazy-part/lazy-part';

export { PriceText } from './price-text/price-text';
export type { PriceTextProps } from './price-text/price-text';

export { Countdown } from './dday/countdown';
export type { CountdownProps } from './dday/countdown';
export { DDayBadge } from './dday/dday-badge';
export type { DDayBadgeProps } from './dday/dday-badge';

export { TextField } from './text-field/text-field';
export { LengthCount } from './text-field/length-count';
export type { LengthCountProps } from './text-field/length-count';
export { digitsKeptNotice } from './text-field/digits-notice';
export { formattedEdit, useCaretPlacement } from './text-field/formatted-edit';
export type { FieldEdit, FieldEditOutcome } from './text-field/formatted-edit';
export type { TextFieldCleaner, TextFieldProps } from './text-field/text-field';
export { MoneyInput } from './money-input/money-input';
export type { MoneyInputProps } from './money-input/money-input';
export { QuantityInput } from './quantity-input/quantity-input';
export type { QuantityInputProps } from './quantity-input/quantity-input';

export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { AgreementList } from './agreement-list/agreement-list';
export type { Agreement, AgreementListProps } from './agreement-list/agreement-list';

export { BoardList } from './card-list/board-list';
export type { BoardItem, BoardListProps } from './card-list/board-list';
export { QnaCardList } from './card-list/qna-card-list';
export type { QnaItem, QnaCardListProps, QnaStatus } from './card-list/qna-card-list';

export { FileUploader } from './file-uploader/file-uploader';
export type { FileUploaderProps } from './file-uploader/file-uploader';
export { checkFiles } from './file-uploader/check-files';
export type { FileCheck, FileRules } from './file-uploader/check-files';

export { ScrollArea } from './scroll-area/scroll-area';
export type { ScrollAreaProps } from './scroll-area/scroll-area';
export { MIN_THUMB_SIZE, TRACK_CLICK_STEP, thumbSize, thumbOffset, trackClickScroll } from './scroll-area/scroll-geometry';

export { ImageZoom } from './gallery/image-zoom';
export type { ImageZoomProps } from './gallery/image-zoom';
export { Gallery } from './gallery/gallery';
export type { GalleryImage, GalleryProps } from './gallery/gallery';
export {
  clampZoom,
  doubleTapZoom,
  swipeDirection,
  MAX_ZOOM,
  GALLERY_MAX_ZOOM,
  DOUBLE_TAP_ZOOM,
  SLIDE_MS,
} from './gallery/zoom-math';
