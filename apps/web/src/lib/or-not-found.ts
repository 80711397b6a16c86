import { notFound } from '@tanstack/react-router';
import { ApiError } from './api-error';

/** A loader's data, or the router's Not Found view when the API answers 404. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}
