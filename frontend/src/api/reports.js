import { api } from './client';

/** Reasons a person may pick when reporting something; sent as the report's `reason`. */
export const REPORT_REASONS = ['Spam', 'Harassment or abuse', 'Off-topic', 'Inappropriate content', 'Other'];

/** POST /api/reports: moderators work the queue from the CLI. */
export function sendReport({ resourceType, resourceId, reason }) {
  return api.post('/api/reports', { resourceType, resourceId, reason });
}
