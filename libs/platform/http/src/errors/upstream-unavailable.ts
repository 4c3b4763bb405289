import { ApiError } from './api-error';
import { HttpMessages } from './messages';

/** 502 in the error envelope: a service this one forwards to or asks did not answer. */
export const upstreamUnavailable = (): ApiError => new ApiError(502, HttpMessages.UPSTREAM_UNAVAILABLE, { code: 'upstream_unavailable' });
