// The console's content: announcements of every type, and player notices (the PL ones,
// edited with only the fields a notice has).
export {
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  orderAnnouncements,
  setAnnouncementEnabled,
  updateAnnouncement,
} from './announcements';
export { createNotice, deleteNotice, listNotices, updateNotice } from './notices';
