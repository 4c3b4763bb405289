/** A peer service's internal endpoint did not answer, or answered what it never should: the work cannot go on. */
export class PeerServiceUnavailable extends Error {
  override readonly name = 'PeerServiceUnavailable';
}

/** How long a call to a peer's internal endpoint may take before it counts as unanswered. */
const PEER_CALL_TIMEOUT_MS = 10_000;

/**
 * One call to another service's internal endpoint (the `Http*` adapters of published ports): any
 * answer but a 2xx or one of `expected`, or none at all, is PeerServiceUnavailable naming `service`.
 */
export async function callPeerService(service: string, fetchImpl: typeof fetch, url: string, init: RequestInit, expected: readonly number[] = []): Promise<Response> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(PEER_CALL_TIMEOUT_MS) });
  } catch (error) {
    throw new PeerServiceUnavailable(`${service} service unreachable at ${url}: ${String(error)}`);
  }
  if (!response.ok && !expected.includes(response.status)) throw new PeerServiceUnavailable(`${service} service answered ${response.status} at ${url}`);
  return response;
}
