import { startExotelStandIn } from '../../src/server/platform/calls/exotel-stand-in.test-support';
import { e2eExotel } from './exotel';

/**
 * The journeys' Exotel (no internet in tests): the loopback stand-in of its connect-two-numbers API, on
 * EXOTEL_PORT; GET /calls lists the calls it was asked to connect. Started by playwright.config.ts.
 */
const port = Number(process.env.EXOTEL_PORT);
if (!port) throw new Error('EXOTEL_PORT is required');
await startExotelStandIn({ ...e2eExotel, port });
