// Completes package-lock.json with the other platforms' optional binaries (@swc/core-darwin-arm64 and the
// like). The npm registry mirror of our machines serves only some platforms' builds, so `npm install` leaves
// the others out of the lock file, and `npm ci` then refuses the lock ("Missing: ... from lock file").
// Each entry added names its os and cpu (read from the package's name), so npm ci skips it on other machines.
// Run it after any change of dependencies: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const OPERATING_SYSTEMS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPUS = ['arm64', 'x64', 'arm', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

const platformOf = (name) => {
  const base = `-${name.split('/').pop()}-`;
  const os = OPERATING_SYSTEMS.find((candidate) => base.includes(`-${candidate}-`));
  const cpu = CPUS.find((candidate) => base.includes(`-${candidate}-`));
  return os && cpu ? { os, cpu } : undefined;
};

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
const added = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path}/node_modules/${name}`;
    if (packages[`node_modules/${name}`] || packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ''),
      cpu: [platform.cpu],
      os: [platform.os],
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    added.push(name);
  }
}
if (added.length > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))),
  );
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(
  added.length > 0
    ? `Added ${added.length} platform entries: ${added.join(', ')}`
    : 'The lock file is complete.',
);
