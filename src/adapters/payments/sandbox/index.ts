/** The built-in sandbox payment gateway (see sandbox-gateway.ts). */
export {
  createSandboxGateway,
  type SandboxGateway,
  type SandboxGatewayOptions,
} from "./sandbox-gateway.ts";
export { SANDBOX_SIGNATURE_HEADER, signedSandboxCallback } from "./signing.ts";
export { TEST_INSTRUMENTS, type TestInstrument } from "./test-instruments.ts";
