export { CertificateLogin } from './certificate-login';
export type { CertificateLoginProps } from './certificate-login';
export { CertificateLoginError, readCorporateLogin, signInWithCertificate } from './sign-in-with-certificate';
export type { CertificateDevice, CertificateSignInServices, CorporateLogin, DeviceCertificate } from './sign-in-with-certificate';
