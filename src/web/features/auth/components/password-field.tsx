import { forwardRef, useState } from 'react';
import { TextField, type TextFieldProps } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../../../i18n/namespaces/auth';

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'trailing'>>(
  function PasswordField(props, ref) {
    const [visible, setVisible] = useState(false);
    const { t } = useTranslation(AUTH_NS);
    return (
      <TextField
        ref={ref}
        type={visible ? 'text' : 'password'}
        trailing={
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            className="rounded px-2 py-1 text-xs font-semibold text-slate-600 hover:bg-slate-100"
            aria-label={visible ? t('password.hideLabel') : t('password.showLabel')}
            aria-pressed={visible}
          >
            {visible ? t('password.hide') : t('password.show')}
          </button>
        }
        {...props}
      />
    );
  },
);
