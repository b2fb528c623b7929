// The service's error: an HTTP status and the body `{success:false, error:{code, message, field?}}`.
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }

  body(): { success: false; error: { code: string; message: string; field?: string } } {
    const error: { code: string; message: string; field?: string } = {
      code: this.code,
      message: this.message,
    };
    if (this.field !== undefined) error.field = this.field;
    return { success: false, error };
  }
}

export const notFoundBasket = (field = 'basket') =>
  new ApiFailure(
    404,
    'BASKET_NOT_FOUND',
    'No basket with this address exists in the sandbox',
    field,
  );
