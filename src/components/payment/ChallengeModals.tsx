import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { isFrom } from '../../lib/payment/message-origin.ts';
import type { ChallengeRequest } from '../../payments/types.ts';
import { Modal } from '../ui/Modal.tsx';

/**
 * One gateway's 3-D Secure modal (02 §2.5): the challenge page in a frame
 * of its size. Only messages from the challenge's exact origin and from
 * this very frame are read; the guest closing the modal ends the step.
 */
function ChallengeModal({
  name,
  width,
  challenge,
  onMessage,
}: {
  name: ChallengeRequest['modal'];
  width: number;
  challenge: ChallengeRequest | null;
  onMessage: (data: unknown) => void;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!challenge) return;
    const listener = (event: MessageEvent) => {
      if (isFrom(event, challenge.origin, frame.current?.contentWindow ?? null)) onMessage(event.data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [challenge, onMessage]);

  return (
    <Modal name={name} title={t('Card verification')} size={challenge?.modalWidth ?? width} className="modal-challenge">
      {challenge ? (
        <iframe
          ref={frame}
          className="challenge-frame"
          src={challenge.url}
          title={t('Card verification by your bank')}
          width={challenge.width ?? undefined}
          height={challenge.height}
          style={{ width: challenge.width ? `${challenge.width}px` : '100%', height: `${challenge.height}px` }}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      ) : null}
    </Modal>
  );
}

/**
 * The 3-D Secure modals of gateways C (450 wide) and E; at most one is
 * open: `challenge` is the step under way (`$challenge`), and `onMessage`
 * gets what its frame posts (`challengeMessage`). The store stays with the
 * screen's code: this part loads on demand (`ChallengeModalsWhenNeeded`).
 */
export function ChallengeModals({ challenge, onMessage }: { challenge: ChallengeRequest | null; onMessage: (data: unknown) => void }) {
  return (
    <>
      <ChallengeModal name="GATEWAY_C_3DS" width={450} challenge={challenge?.modal === 'GATEWAY_C_3DS' ? challenge : null} onMessage={onMessage} />
      <ChallengeModal name="GATEWAY_E_3DS" width={780} challenge={challenge?.modal === 'GATEWAY_E_3DS' ? challenge : null} onMessage={onMessage} />
    </>
  );
}
