// The studio feature's public surface: its pages (the page table loads them).
export { StudioPage } from './pages/studio-page';
export { InvitationPage } from './pages/invitation-page';
