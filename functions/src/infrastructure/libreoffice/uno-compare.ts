import { UNO_PRELUDE } from './uno-connect';
import { runInGroup, type ProcessOutcome } from './processes';

/**
 * The warm converter's client for a compare (LibreOffice's «Confronta documento», `.uno:CompareDocuments`): it
 * connects to the soffice listening on `pipe`, names the profile's user `author` (the author LibreOffice gives the
 * tracked changes it makes), compares word by word (`Comparison/Mode` 1), opens the revised .docx hidden with
 * macros never run, compares it with the original, stores it as a .docx with its tracked changes, and signs every
 * change with `author` (LibreOffice would take a document's `cp:lastModifiedBy` over the profile's name). Arguments:
 * pipe, original, revised, target, author, the seconds to wait for the listener.
 */
const UNO_COMPARE = `${UNO_PRELUDE}
import re, os, zipfile
from xml.sax.saxutils import escape
pipe, original, revised, target, author, wait = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], float(sys.argv[6])
context = connect(pipe, wait)
manager = context.ServiceManager
provider = manager.createInstanceWithContext("com.sun.star.configuration.ConfigurationProvider", context)
def configure(path, values):
    access = provider.createInstanceWithArguments(
        "com.sun.star.configuration.ConfigurationUpdateAccess", (prop("nodepath", path),))
    for name, value in values.items():
        access.setPropertyValue(name, value)
    access.commitChanges()
configure("/org.openoffice.UserProfile/Data", {"givenname": author, "sn": "", "initials": ""})
configure("/org.openoffice.Office.Writer/Comparison", {"Mode": 1})
desktop = manager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
opening = (prop("Hidden", True), prop("MacroExecutionMode", 0), prop("UpdateDocMode", 0))
document = desktop.loadComponentFromURL(uno.systemPathToFileUrl(revised), "_blank", 0, opening)
if document is None:
    sys.exit("LibreOffice could not open the revised document")
try:
    frame = document.getCurrentController().getFrame()
    dispatcher = manager.createInstanceWithContext("com.sun.star.frame.DispatchHelper", context)
    comparing = (prop("URL", uno.systemPathToFileUrl(original)), prop("NoAcceptDialog", True))
    dispatcher.executeDispatch(frame, ".uno:CompareDocuments", "", 0, comparing)
    document.storeToURL(uno.systemPathToFileUrl(target), (prop("FilterName", "MS Word 2007 XML"),))
finally:
    document.close(True)

# LibreOffice signs the changes it finds with a document's cp:lastModifiedBy when it has one, not with the profile's
# user: every tracked change's w:author is written again as the job's author.
CHANGES = re.compile(r'(<w:(?:ins|del|moveFrom|moveTo|rPrChange|pPrChange|sectPrChange|tblPrChange|trPrChange|tcPrChange|numberingChange)\\b[^>]*?\\bw:author=)"[^"]*"')
signed = '"' + escape(author, {'"': '&quot;'}) + '"'
rewritten = target + ".authored"
with zipfile.ZipFile(target) as source, zipfile.ZipFile(rewritten, "w", zipfile.ZIP_DEFLATED) as result:
    for item in source.infolist():
        data = source.read(item.filename)
        if item.filename.startswith("word/") and item.filename.endswith(".xml"):
            data = CHANGES.sub(lambda found: found.group(1) + signed, data.decode("utf-8")).encode("utf-8")
        result.writestr(item, data)
os.replace(rewritten, target)
`;

/** Compares `original` with `revised` into the .docx `target` through the soffice listening on `pipe`. */
export const compareThroughListener = (
  python: string,
  pipe: string,
  files: { original: string; revised: string; target: string },
  author: string,
  timeoutMs: number,
): Promise<ProcessOutcome> => {
  const waitSeconds = String(Math.max(1, Math.floor(timeoutMs / 1000) - 1));
  return runInGroup(
    python,
    ['-c', UNO_COMPARE, pipe, files.original, files.revised, files.target, author, waitSeconds],
    timeoutMs,
  );
};
