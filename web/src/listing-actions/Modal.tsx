import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog (docs/rules/listing-actions.md#modals) on the native <dialog>: showModal() makes
 * the rest of the page inert, so focus and the screen reader stay inside; Escape closes it; it is
 * named by its heading; closing gives focus back to what opened it. A click on the backdrop (the
 * dialog element itself: its content box fills it) closes it too. Its content is mounted only
 * while it is open, so each opening starts afresh.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      {open && (
        <div className="modal__body">
          <div className="modal__header">
            <h2 className="modal__title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="modal__close" aria-label="Close" onClick={() => dialog.current?.close()}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
