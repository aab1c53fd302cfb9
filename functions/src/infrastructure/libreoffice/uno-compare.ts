import { runInGroup, type ProcessOutcome } from './processes';

/**
 * The warm converter's client for a compare (LibreOffice's «Confronta documento», `.uno:CompareDocuments`): it
 * connects to the soffice listening on `pipe`, names the profile's user `author` (the author LibreOffice gives the
 * tracked changes it makes), compares word by word (`Comparison/Mode` 1), opens the revised .docx hidden with
 * macros never run, compares it with the original, and stores it as a .docx with its tracked changes. Arguments:
 * pipe, original, revised, target, author, the seconds to wait for the listener.
 */
const UNO_COMPARE = `
import sys, time
import uno
from com.sun.star.beans import PropertyValue
from com.sun.star.connection import NoConnectException

def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p

pipe, original, revised, target, author, wait = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], float(sys.argv[6])
local = uno.getComponentContext()
resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
deadline = time.monotonic() + wait
while True:
    try:
        context = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
        break
    except NoConnectException:
        if time.monotonic() > deadline:
            raise
        time.sleep(0.05)
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
