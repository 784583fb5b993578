import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons.tsx';
import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { $modal, closeModal, type ModalName } from '../../stores/modal.ts';
import { canTakeFocus } from './focus.ts';

export interface ModalProps {
  name: ModalName;
  title: string;
  /** 780 by default, 900 when large, or a given width in px (01 §2.17). */
  size?: 'default' | 'large' | number;
  /** An extra class on the dialog. */
  className?: string;
  children: ReactNode;
}

const widthOf = (size: ModalProps['size']) => (typeof size === 'number' ? size : size === 'large' ? 900 : 780);

/**
 * The generic modal: a native `<dialog>` shown modally, so focus moves into
 * it, stays there and returns to where it came from on close; Escape, the
 * 'Close' control and a click outside all close it. Only the modal named in
 * `$modal` is open, so at most one is open at a time.
 */
export function Modal({ name, title, size = 'default', className, children }: ModalProps) {
  const { t } = useTranslation();
  const { openModal } = useStore($modal);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const isOpen = openModal === name;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    } else if (!isOpen && element.open) {
      element.close();
    }
  }, [isOpen]);

  const onClose = () => {
    // Every close goes through the store first (the Close button, a click outside, Escape in onCancel), so the store is
    // already closed here. A close event is delivered a task after the dialog closed: one that arrives after the modal
    // was shown again (a guest reopening it at once) belongs to the earlier showing, and leaves the new one alone.
    if (dialog.current?.open) return;
    const back = opener.current;
    opener.current = null;
    // The browser itself puts focus back where it was when the dialog opened, as it closes; this only completes that
    // when focus was left nowhere. Focus the guest has since moved on (to another control, in that same task) stays.
    const focused = document.activeElement;
    if (focused && focused !== document.body && !dialog.current?.contains(focused)) return;
    // Back to the opener when it can still take focus; otherwise (a Book button disabled while paying)
    // the screen that opened the modal decides (useFocusAfterAttempt).
    if (canTakeFocus(back)) back.focus();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className={className ? `modal ${className}` : 'modal'}
      style={{ width: `min(95vw, ${widthOf(size)}px)` }}
      // Escape (or a phone's back gesture) closes the store at once, in the same task as the key: a stale close event
      // can then never close a modal the guest opened again in between.
      onCancel={() => {
        if ($modal.get().openModal === name) closeModal();
      }}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeModal();
      }}
    >
      <div className="modal-body">
        <header className="modal-header">
          <h2 id={titleId} className="m-0 text-xl">
            {title}
          </h2>
          <button type="button" className="modal-close" onClick={() => closeModal()}>
            <CloseIcon className="modal-close-icon" />
            {t('Close')}
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
