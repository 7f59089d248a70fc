/** The /api/v1/monitors paths of the OpenAPI document (docs/decisions/022, 029). */
import { API_RATE_LIMITS, v1MonitorListQuery, v1MonitorParams } from '@/shared/public-api';
import {
  AUTH_ERRORS,
  errorResponse,
  json,
  KEYED,
  parameters,
  RATE_LIMITED,
  ref,
  WRITE_FORBIDDEN,
  type Json,
} from './openapi-parts';

const READ_LIMIT = `At most ${API_RATE_LIMITS.readAnalysis} reads per key and minute.`;
const CHANGE_LIMIT = `At most ${API_RATE_LIMITS.changeMonitor} changes per key and minute; a read-only key gets 403.`;
const NOT_FOUND = errorResponse("No monitor with this id in the key's tenant (not_found)");
const READ_FORBIDDEN = errorResponse("The key's tenant is not active");
const ONE = { description: 'The monitor', content: json(ref('Monitor')) };
const idParameter = parameters(v1MonitorParams, 'path');

const listAndCreate: Json = {
  get: {
    operationId: 'listMonitors',
    summary: "The tenant's monitors",
    description: `The key's tenant's monitors, newest first, a page at a time (\`total\` counts them all), with the tenant's cap on active and pending monitors. ${READ_LIMIT}`,
    ...KEYED,
    parameters: parameters(v1MonitorListQuery, 'query'),
    responses: {
      200: { description: 'One page of the monitors, the total and the cap', content: json(ref('MonitorList')) },
      400: errorResponse('limit or offset out of range (validation_error)'),
      401: AUTH_ERRORS,
      403: READ_FORBIDDEN,
      429: RATE_LIMITED,
    },
  },
  post: {
    operationId: 'createMonitor',
    summary: 'Monitor a page',
    description: `Re-checks the page daily or weekly (each monitor at its own time of the period) and e-mails an alert when an AI crawler gets blocked, noindex appears, the page starts failing or the score drops by the threshold. The address is trusted, as an operator's: the monitor is active at once and its first run is the baseline. Same address rules as analyses. ${CHANGE_LIMIT}`,
    ...KEYED,
    requestBody: { required: true, content: json(ref('CreateMonitorRequest')) },
    responses: {
      201: {
        ...ONE,
        headers: { Location: { description: 'GET this for the monitor', schema: { type: 'string' } } },
      },
      400: errorResponse('Bad input: invalid_url, blocked_address or validation_error (e.g. frequency)'),
      401: AUTH_ERRORS,
      403: WRITE_FORBIDDEN,
      409: errorResponse(
        "Over the tenant's cap (monitor_limit_reached), the address already monitors the page (already_monitored) or unsubscribed from it (unsubscribed)",
      ),
      429: RATE_LIMITED,
    },
  },
};

const oneMonitor: Json = {
  get: {
    operationId: 'getMonitor',
    summary: 'Read a monitor',
    description: `Its status, schedule and last run. ${READ_LIMIT}`,
    ...KEYED,
    parameters: idParameter,
    responses: {
      200: ONE,
      400: errorResponse('The id is not a monitor id (validation_error)'),
      401: AUTH_ERRORS,
      403: READ_FORBIDDEN,
      404: NOT_FOUND,
      429: RATE_LIMITED,
    },
  },
  patch: {
    operationId: 'updateMonitor',
    summary: 'Pause, resume or change a monitor',
    description: `Any of: status (active or paused; resuming counts against the cap), frequency (the next run moves to the new period's start at the monitor's own time), scoreDropThreshold. ${CHANGE_LIMIT}`,
    ...KEYED,
    parameters: idParameter,
    requestBody: { required: true, content: json(ref('UpdateMonitorRequest')) },
    responses: {
      200: ONE,
      400: errorResponse('Bad input (validation_error): e.g. a frequency other than daily or weekly'),
      401: AUTH_ERRORS,
      403: WRITE_FORBIDDEN,
      404: NOT_FOUND,
      409: errorResponse(
        'Resuming over the cap (monitor_limit_reached), or pausing a monitor that is not active (not_active)',
      ),
      429: RATE_LIMITED,
    },
  },
  delete: {
    operationId: 'deleteMonitor',
    summary: 'Delete a monitor',
    description: `Stops its runs and alerts; its past analyses stay. ${CHANGE_LIMIT}`,
    ...KEYED,
    parameters: idParameter,
    responses: {
      200: { description: 'Deleted', content: json({ type: 'object', properties: { success: { const: true } } }) },
      401: AUTH_ERRORS,
      403: WRITE_FORBIDDEN,
      404: NOT_FOUND,
      429: RATE_LIMITED,
    },
  },
};

export const monitorPaths = (): Json => ({ '/api/v1/monitors': listAndCreate, '/api/v1/monitors/{id}': oneMonitor });
