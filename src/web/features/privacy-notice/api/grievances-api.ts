import { grievanceReceiptSchema, type GrievanceInput } from '../../../../shared/schemas/privacy';
import { parsedApi } from '../../../lib/api-parse';

/** POST /api/grievances: anyone; the answer is the reference and the day we answer by. */
export const sendGrievance = (input: GrievanceInput) =>
  parsedApi.post('/api/grievances', input, grievanceReceiptSchema, { auth: false });
