// Every error answer of the API has one envelope, { errors: [ApiErrorItem, …] } with a 4xx status (issue #2);
// the web reads the same shape (booking-flow §8 chooses its messages by `code` and `field`).
export interface ApiErrorItem {
  code: string;
  message: string;
  field?: string;
  service?: string;
  [extra: string]: unknown;
}
