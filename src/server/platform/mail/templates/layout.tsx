import type { ReactNode } from 'react';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { Brand } from '../brand';
import { dataText, emailText } from '../../i18n/i18n';

const colors = { brand: '#059669', brandDark: '#064e3b', text: '#1f2937', muted: '#6b7280', bg: '#f3f4f6' };

/** The company's frame around every email: its name on top, how to reach it at the bottom. */
export function Layout(props: { brand: Brand; preview: string; heading: string; children: ReactNode }) {
  const { brand } = props;
  const language = brand.language ?? 'en';
  const name = dataText(language, brand.name);
  return (
    <Html lang={language === 'hi' ? 'hi' : 'en-IN'}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: colors.bg, fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 }}>
        <Container
          style={{ backgroundColor: '#ffffff', maxWidth: '560px', margin: '24px auto', borderRadius: '8px' }}
        >
          <Section
            style={{ backgroundColor: colors.brand, borderRadius: '8px 8px 0 0', padding: '16px 24px' }}
          >
            <Text style={{ color: '#ffffff', fontSize: '20px', fontWeight: 700, margin: 0 }}>{name}</Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px', color: colors.text }}>
            <Heading as="h1" style={{ fontSize: '22px', color: colors.brandDark, margin: '16px 0 8px' }}>
              {props.heading}
            </Heading>
            {props.children}
            <Text style={{ margin: '24px 0 0' }}>
              {emailText(language)('common.signature', { brand: name })}
            </Text>
          </Section>
          <Hr style={{ borderColor: '#e5e7eb', margin: 0 }} />
          <Section style={{ padding: '12px 24px 20px' }}>
            <Text style={{ color: colors.muted, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
              {`${name} · ${brand.phone} · ${brand.email}`}
              <br />
              {dataText(language, brand.address)}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Para(props: { children: ReactNode }) {
  return <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '12px 0' }}>{props.children}</Text>;
}

/** Label and value pairs (date, address, total…): one line each in both HTML and text. */
export function Facts(props: { rows: Array<[label: string, value: ReactNode] | null | false> }) {
  return (
    <Section
      style={{ backgroundColor: '#ecfdf5', borderRadius: '6px', padding: '8px 16px', margin: '12px 0' }}
    >
      {props.rows.filter(Boolean).map((row) => {
        const [label, value] = row as [string, ReactNode];
        return (
          <Text key={label} style={{ fontSize: '14px', lineHeight: '20px', margin: '6px 0' }}>
            <strong>{`${label}:`}</strong> {value}
          </Text>
        );
      })}
    </Section>
  );
}

export function Action(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button
        href={props.href}
        style={{
          backgroundColor: colors.brand,
          color: '#ffffff',
          padding: '10px 18px',
          borderRadius: '6px',
          fontWeight: 600,
        }}
      >
        {props.children}
      </Button>
    </Section>
  );
}
