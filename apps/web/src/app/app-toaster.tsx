import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

// Width 356 px and the 45 px swipe threshold are sonner's built-in values, as the spec wants.
const TOAST_DURATION_MS = 3_000;
const VISIBLE_TOASTS = 3;
const TOAST_GAP_PX = 14;

// sonner's rich colours, redrawn with the theme's ravinala (success) and danger (error) tokens.
const themedColours = {
  fontFamily: 'var(--font-sans)',
  '--success-bg': 'var(--color-ravinala-50)',
  '--success-border': 'var(--color-ravinala-200)',
  '--success-text': 'var(--color-ravinala-800)',
  '--error-bg': 'var(--color-danger-50)',
  '--error-border': 'var(--color-danger-200)',
  '--error-text': 'var(--color-danger-800)',
} as CSSProperties;

export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={VISIBLE_TOASTS}
      gap={TOAST_GAP_PX}
      closeButton
      richColors
      style={themedColours}
      containerAriaLabel={t('notifications')}
      toastOptions={{ closeButtonAriaLabel: t('closeNotification') }}
    />
  );
}
