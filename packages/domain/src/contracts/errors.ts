// Every error answer of the API has one envelope, { errors: [ApiErrorItem, …] } with a 4xx status (issue #2);
// the web reads the same shape (its messages are chosen by `code` and `field`: docs/product/booking-flow.md, When
// something goes wrong).
export interface ApiErrorItem {
  code: string;
  message: string;
  field?: string;
  service?: string;
  [extra: string]: unknown;
}
