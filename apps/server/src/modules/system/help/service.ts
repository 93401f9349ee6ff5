// The help centre: the articles players read (`help-centre.ts`) and the console's edits of
// them (`help-console.ts`). The rest of the system module enters here.
export { addHelpArticles, getHelpCentre, type HelpArticleDraft } from './help-centre';
export {
  createHelpArticle,
  deleteHelpArticle,
  listHelpArticlesForConsole,
  orderHelpArticles,
  updateHelpArticle,
} from './help-console';
