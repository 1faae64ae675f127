// Every error answer has the same envelope: { errors: [{ code, message, field?, service? }] } (issue #2).
import type { ApiErrorItem } from '@vaxnear/domain/contracts/errors';

export type { ApiErrorItem };

export class AppError extends Error {
  readonly statusCode: number;
  readonly items: ApiErrorItem[];

  constructor(statusCode: number, items: ApiErrorItem | ApiErrorItem[]) {
    const list = Array.isArray(items) ? items : [items];
    super(list.map((item) => item.message).join('; '));
    this.statusCode = statusCode;
    this.items = list;
  }
}

export const badRequest = (code: string, message: string, field?: string) =>
  new AppError(400, { code, message, ...(field ? { field } : {}) });
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, { code, message });
