import { notFound } from '@tanstack/react-router';
import { ApiError } from '../../contract/api-error';

/** A route's main data: the API's 404 (or 400 for an id it cannot parse) is the router's not-found. */
export async function orNotFound<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}
