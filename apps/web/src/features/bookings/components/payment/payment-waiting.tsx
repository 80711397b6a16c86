import type { Payment } from '@madabook/contracts';
import { ExternalLinkIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatAriary } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { localPhone } from './mvola-phone';

type PaymentWaitingProps = {
  payment: Payment;
  /** Stop asking: the payment itself stays pending with the provider until it ends or expires. */
  onStop: () => void;
};

/**
 * A mobile money payment the traveller has to finish elsewhere: MVola on their phone, Orange Money
 * on its page (which they can open again). The page asks about it every 3 s meanwhile.
 */
export function PaymentWaiting({ payment, onStop }: PaymentWaitingProps) {
  const { t } = useTranslation('payments');
  const language = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button that started it is gone: the keyboard carries on from here.
  useFocusOnChange(headingRef, payment.id);
  const amount = formatAriary(payment.amount, language);
  const mvola = payment.method === 'MVOLA';
  const { redirectUrl } = payment;
  return (
    <div className="flex flex-col gap-4 rounded-xl border-2 border-primary bg-highlight p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <Spinner className="mt-1 size-6 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-foreground text-lg outline-none">
            {mvola ? t('waiting.title') : t('waiting.orangeTitle')}
          </h3>
          <p className="text-foreground">
            {mvola
              ? t('waiting.mvola', { amount, phone: localPhone(payment.phone ?? '') })
              : t('waiting.orange', { amount })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {redirectUrl && (
          <Button onClick={() => window.location.assign(redirectUrl)}>
            <ExternalLinkIcon aria-hidden />
            {t('waiting.reopen')}
          </Button>
        )}
        <Button variant="outline" onClick={onStop}>
          {t('waiting.stop')}
        </Button>
      </div>
    </div>
  );
}
