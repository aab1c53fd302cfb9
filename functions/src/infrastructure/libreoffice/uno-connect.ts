/**
 * What every script of the warm converter starts with (Python, because LibreOffice's UNO bridge speaks to Python,
 * Debian's python3-uno, and not to Node): the UNO imports, `prop(name, value)` for a PropertyValue, and
 * `connect(pipe, wait)`, the component context of the soffice listening on `pipe`, waiting up to `wait` seconds for
 * it to come up.
 */
export const UNO_PRELUDE = `
import sys, time
import uno
from com.sun.star.beans import PropertyValue
from com.sun.star.connection import NoConnectException

def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p

def connect(pipe, wait):
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    deadline = time.monotonic() + wait
    while True:
        try:
            return resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
        except NoConnectException:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)
`;
