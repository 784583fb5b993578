import { useStore } from '@nanostores/react';
import { $challenge, $gatewayAdapter, challengeMessage, challengeModalsLoading } from '../../stores/payment.ts';
import { lazyPart } from '../ui/lazyPart.tsx';
import { WhenNeeded } from '../ui/WhenOpened.tsx';

const ChallengeModals = lazyPart(() => {
  const load = import('./ChallengeModals.tsx');
  challengeModalsLoading(load);
  return load.then((module) => module.ChallengeModals);
});

/**
 * The 3-D Secure modals (02 §2.5), loaded from the first time a gateway's
 * card fields are ready, and kept from then on: only a gateway asks for a
 * challenge, and a gateway pays only once their code has loaded
 * (`challengeModalsReady`). A screen that pays by the built-in card form or
 * by bank transfer never loads them. If they cannot be loaded, the screen
 * says so in their place, and 'Book now' with a gateway says so under the
 * form instead of paying.
 */
export function ChallengeModalsWhenNeeded() {
  const adapter = useStore($gatewayAdapter);
  const challenge = useStore($challenge);
  return (
    <WhenNeeded needed={adapter !== null || challenge !== null}>
      <ChallengeModals challenge={challenge} onMessage={challengeMessage} />
    </WhenNeeded>
  );
}
