import { sampleUser } from '../../testing/fixtures';
import { TwoFactorSection } from './TwoFactorSection';

const QR =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/><path d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0z" fill="#000"/></svg>',
  );
const CODES = [
  'abcde-fghjk',
  'mnpqr-stuvw',
  'xyz23-45678',
  '9abcd-efghj',
  'kmnpq-rstuv',
  'wxyz2-3456a',
  'bcdef-ghjkm',
  'npqrs-tuvwx',
  'yz234-5679a',
  'cdefg-hjkmn',
];
const status = (enabled, required = false) => ({
  swrFallback: { '/api/me/two-factor': { enabled, recoveryCodesLeft: enabled ? 8 : 0, required } },
});

export default {
  title: 'Settings/TwoFactorSection',
  component: TwoFactorSection,
  parameters: { route: '/settings', currentUser: sampleUser },
};

export const Off = { parameters: status(false) };
export const RequiredForStaff = { parameters: status(false, true) };
export const SettingUp = {
  parameters: status(false),
  args: {
    initialSetup: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/DevNet', qrCode: QR },
  },
};
export const RecoveryCodesShownOnce = { parameters: status(true), args: { initialCodes: CODES } };
export const On = { parameters: status(true) };
