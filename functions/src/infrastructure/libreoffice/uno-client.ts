import { PDFA_EXPORT_OPTIONS } from './pdfa-export';
import { UNO_PRELUDE } from './uno-connect';
import { runInGroup, type ProcessOutcome } from './processes';

/**
 * The small client of the warm converter, in Python because LibreOffice's UNO bridge speaks to Python (Debian's
 * python3-uno) and not to Node: it connects to the soffice listening on `pipe` (waiting for it to come up), opens
 * the .docx hidden, read-only and with macros never run, stores it with the PDF export's filter data, and closes
 * it. Arguments: pipe, source, target, the filter data as JSON, the seconds to wait for the listener.
 */
const UNO_CLIENT = `${UNO_PRELUDE}
import json
pipe, source, target, options, wait = sys.argv[1], sys.argv[2], sys.argv[3], json.loads(sys.argv[4]), float(sys.argv[5])
context = connect(pipe, wait)
desktop = context.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
opening = (prop("Hidden", True), prop("ReadOnly", True), prop("MacroExecutionMode", 0), prop("UpdateDocMode", 0))
document = desktop.loadComponentFromURL(uno.systemPathToFileUrl(source), "_blank", 0, opening)
if document is None:
    sys.exit("LibreOffice could not open the document")
try:
    data = uno.Any("[]com.sun.star.beans.PropertyValue", tuple(prop(o["name"], o["value"]) for o in options))
    storing = (prop("FilterName", "writer_pdf_Export"), prop("FilterData", data))
    document.storeToURL(uno.systemPathToFileUrl(target), storing)
finally:
    document.close(True)
`;

/** Converts `source` to the PDF/A `target` through the soffice listening on `pipe`, within `timeoutMs`. */
export const convertThroughListener = (
  python: string,
  pipe: string,
  source: string,
  target: string,
  timeoutMs: number,
): Promise<ProcessOutcome> => {
  const options = PDFA_EXPORT_OPTIONS.map(({ name, value }) => ({ name, value }));
  const waitSeconds = String(Math.max(1, Math.floor(timeoutMs / 1000) - 1));
  return runInGroup(
    python,
    ['-c', UNO_CLIENT, pipe, source, target, JSON.stringify(options), waitSeconds],
    timeoutMs,
  );
};
