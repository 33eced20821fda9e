import type { Signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { PanelApiError } from '../api.ts';
import { ErrorText } from './ErrorText.tsx';

export interface ConfirmDialogProps {
  /** Prefix of the dialog title's id. */
  id: string;
  /** Whether the dialog is open; the caller closes it once the action is done. */
  open: Signal<boolean>;
  /** The button that opens the dialog. */
  opener: string;
  title: string;
  /** What happens, and to the money. */
  text: string;
  confirm: string;
  keep: string;
  busy: boolean;
  error: PanelApiError | null;
  onConfirm: () => void;
}

/**
 * An action on an order behind a confirmation: a modal dialog that says what happens to the money before the
 * danger button does it. It opens on the button that keeps the order, so a second Enter never cancels or
 * refunds by mistake; Escape keeps it too.
 */
export function ConfirmDialog(p: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (p.open.value) dialog.current?.showModal();
    else dialog.current?.close();
  }, [p.open.value]);
  const close = () => {
    p.open.value = false;
  };
  return (
    <>
      <button type="button" onClick={() => { p.open.value = true; }}>{p.opener}</button>
      <dialog ref={dialog} aria-labelledby={`${p.id}-dialog-title`} onClose={close}>
        <h2 id={`${p.id}-dialog-title`}>{p.title}</h2>
        <p>{p.text}</p>
        <ErrorText error={p.error} />
        <div class="actions">
          <button type="button" class="danger" disabled={p.busy} onClick={p.onConfirm}>{p.confirm}</button>
          <button type="button" class="secondary" autofocus onClick={close}>{p.keep}</button>
        </div>
      </dialog>
    </>
  );
}
