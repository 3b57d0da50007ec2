import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from './provider';
import { type ProviderFake, startWhatsAppFake } from './provider-fakes.test-support';
import {
  breaksTemplateParameterRule,
  cleanTemplateParameter,
  createWhatsAppProvider,
} from './whatsapp-provider';

describe('cleanTemplateParameter (Meta error 132018)', () => {
  it.each([
    ['12 MG Road', '12 MG Road'],
    ['12 MG Road\nIndore', '12 MG Road Indore'],
    ['line1\r\n\r\nline2', 'line1 line2'],
    ['a\tb', 'a b'],
    ['a     b', 'a b'],
    ['a  b', 'a b'],
    ['  padded \n', 'padded'],
    ['न\nम', 'न म'],
  ])('%j -> %j', (input, expected) => {
    const cleaned = cleanTemplateParameter(input);
    expect(cleaned).toBe(expected);
    expect(breaksTemplateParameterRule(cleaned)).toBe(false);
  });
});

describe('WhatsApp provider against the Graph fake', () => {
  let fake: ProviderFake;
  beforeAll(async () => {
    fake = await startWhatsAppFake({ token: 'wa-token', phoneNumberId: '1055512345' });
  });
  afterAll(() => fake.close());

  const message = (value: string) => ({
    outboxId: 'o1',
    kind: 'booking-received',
    to: '919871000001',
    variables: [{ name: 'address', value }],
    language: 'en',
  });

  it('sends a parameter with newlines, tabs and long runs of spaces cleaned, and Meta accepts it', async () => {
    const provider = createWhatsAppProvider({
      token: 'wa-token',
      phoneNumberId: '1055512345',
      graphUrl: fake.url,
    });
    const { providerMessageId } = await provider.send(message('12 MG Road\n\tFlat 4      Indore'));
    expect(providerMessageId).toMatch(/^wamid\./);
    expect(fake.requests.at(-1)!.body.template.components[0].parameters).toEqual([
      { type: 'text', text: '12 MG Road Flat 4 Indore' },
    ]);
  });

  it('the fake refuses a raw parameter with 132018, and the recorded reason carries error_data.details', async () => {
    const res = await fetch(`${fake.url}/1055512345/messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer wa-token', 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: '919871000001',
        type: 'template',
        template: { name: 'x', components: [{ type: 'body', parameters: [{ type: 'text', text: 'a\nb' }] }] },
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: number; error_data: { details: string } } };
    expect(body.error.code).toBe(132018);

    // A refusal's error_data.details ends up in the recorded reason.
    fake.setMode('4xx', 1);
    const provider = createWhatsAppProvider({
      token: 'wa-token',
      phoneNumberId: '1055512345',
      graphUrl: fake.url,
    });
    const error = await provider.send(message('fine')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).message).toBe(
      'WhatsApp 400 (code 131026): Message undeliverable: Recipient is not a valid WhatsApp user',
    );
    expect((error as ProviderError).retryable).toBe(false);
  });
});
