type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  details?: unknown;
};

/** A non-OK answer of the product API, in the shape of the contracts' `apiErrorSchema` plus the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor({ status, code, message, details }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}
