import { Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $challenge, $gatewayAdapter, challengeMessage } from '../../stores/payment.ts';
import { lazyPart } from '../ui/lazyPart.tsx';

const ChallengeModals = lazyPart(() => import('./ChallengeModals.tsx').then((module) => module.ChallengeModals));

/**
 * The 3-D Secure modals (02 §2.5), loaded from the first time a gateway's
 * card fields are ready, and kept from then on: only a gateway asks for a
 * challenge, and the guest types the card into its fields before it can,
 * so the modals' code is there when the bank's page opens. A screen that
 * pays by the built-in card form or by bank transfer never loads them (nor
 * the checks of the frames' messages). If they cannot be loaded, the
 * screen says so before the guest pays.
 */
export function ChallengeModalsWhenNeeded() {
  const adapter = useStore($gatewayAdapter);
  const challenge = useStore($challenge);
  const [wanted, setWanted] = useState(false);
  const needed = adapter !== null || challenge !== null;
  if (needed && !wanted) setWanted(true);
  return wanted || needed ? (
    <Suspense fallback={null}>
      <ChallengeModals challenge={challenge} onMessage={challengeMessage} />
    </Suspense>
  ) : null;
}
