/**
 * The API client, loaded on first use: it brings zod and the shared contracts, which the first load
 * leaves out (bench/frontend.ts). The brand configuration (features/brand/fetchBrand) needs it before
 * anything paints, so in practice it arrives as the app starts.
 */
import type { ApiError } from './api';

export const loadApi = () => import('./api');

/** `instanceof ApiError` without the client: only its errors are named 'ApiError'. */
export const isApiError = (err: unknown): err is ApiError => err instanceof Error && err.name === 'ApiError';
