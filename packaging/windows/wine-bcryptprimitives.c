/* ProcessPrng for wine 8, only for the smoke test in packaging/windows.sh.
 *
 * Rust's standard library asks Windows for random bytes with ProcessPrng, from
 * bcryptprimitives.dll: every Windows since 10 has it, wine only from 9.0 (Debian 12 has wine 8).
 * This stand-in gives the same bytes through RtlGenRandom (advapi32's SystemFunction036), which
 * wine 8 has. It goes into the test's wine prefix, never into the installer.
 *
 *   x86_64-w64-mingw32-gcc -shared -O2 -o bcryptprimitives.dll wine-bcryptprimitives.c -ladvapi32
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
