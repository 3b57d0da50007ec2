/** The journeys' Exotel account: the server's EXOTEL_* settings and the stand-in's expectations. */
export const e2eExotel = {
  apiKey: 'e2e-exotel-key',
  apiToken: 'e2e-exotel-token',
  accountSid: 'chamak-e2e',
  callerId: '07314001234',
};

export const exotelPort = (appPort: number) => Number(process.env.E2E_EXOTEL_PORT ?? appPort + 3000);

/** What the stand-in was asked to connect (e2e/support/exotel-server.ts). */
export async function exotelCalls(
  appPort: number,
): Promise<{ from: string; to: string; callerId: string }[]> {
  const res = await fetch(`http://127.0.0.1:${exotelPort(appPort)}/calls`);
  return res.json();
}
