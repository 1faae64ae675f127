// GET /chains: how many bookable locations the server lists per retailer (issue 30), so the home page says honestly
// which chains can be booked here.
import { z } from 'zod';
import { RETAILERS } from '../retailers.ts';

export const retailerCountsSchema = z
  .partialRecord(z.enum(RETAILERS), z.number().int().nonnegative())
  .describe('Bookable locations listed per retailer; a retailer with none is left out.');
