/**
 * The face check of a legal representative (spec section 4: "facial recognition through a payment app"). The
 * real-name service hands each check to a provider after the submission committed (the machine's
 * `startFaceCheck` action); the provider's verdict comes back as `decideFaceCheck(checkId, passed, reason)`, which
 * moves the application (`faceCheck.passed` / `faceCheck.failed`) and logs it.
 *
 * Embedded default (`operationsFaceCheckProvider`): nothing is sent anywhere; the `face_checks` row stays
 * `pending` in the operations queue (`GET /ops/v1/face-check/pages`) and staff pass or fail it after checking the
 * representative by other means (a video call, the stamped documents). It never passes a check by itself.
 *
 * A real provider (e.g. a payment app's face-verification API) implements `start`: it creates the provider's
 * session for the check and returns its reference (stored in `face_checks.provider_ref`), and its callback
 * route (to add, e.g. `POST /member/v2/real-name/face-check/callback`, verifying the provider's signature) calls
 * `decideFaceCheck` with the system actor. Pass it to `identityRoutes(ctx, { faceCheckProvider })`.
 */
export type FaceCheckRequest = {
  checkId: number;
  applicationId: number;
  userId: number;
  organisationName: string;
  creditCode: string;
};

export interface FaceCheckProvider {
  /** Stored in `face_checks.provider`. */
  readonly name: string;
  /** Starts the check; returns the provider's reference, or null when there is none (the queue). */
  start(request: FaceCheckRequest): Promise<{ providerRef: string | null }>;
}

export const operationsFaceCheckProvider: FaceCheckProvider = {
  name: 'operations',
  start: async () => ({ providerRef: null }),
};
