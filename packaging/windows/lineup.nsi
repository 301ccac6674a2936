; The Windows installer for Lineup, made by packaging/windows.sh with makensis (Debian: nsis).
; It installs for the one user who runs it, into their own programs folder, so it needs no
; administrator: a teacher can install it on a school PC. It adds a Start-menu entry and an
; uninstaller (Settings > Apps lists it). Settings and saved games are in the user's AppData
; folders and stay when Lineup is removed, like any program's documents.
;
; makensis -DVERSION=0.1.0 -DEXE=path/to/lineup.exe -DOUTFILE=lineup-setup.exe lineup.nsi

; A 64-bit installer for a 64-bit program (and one wine64 runs without wine32).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user

!include "MUI2.nsh"

Name "Lineup"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Lineup"
InstallDirRegKey HKCU "Software\Lineup" "InstallDir"
BrandingText "Lineup ${VERSION}"

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "Lineup"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "Lineup installer"
VIAddVersionKey "LegalCopyright" "The Lineup developers (MIT or Apache-2.0)"

!define MUI_ICON "lineup.ico"
!define MUI_UNICON "lineup.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\lineup.exe"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
; The installer speaks the languages Lineup speaks (the first is the default).
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "PortugueseBR"
!insertmacro MUI_LANGUAGE "Arabic"
!insertmacro MUI_LANGUAGE "Ukrainian"
!insertmacro MUI_LANGUAGE "Polish"
!insertmacro MUI_LANGUAGE "Italian"
!insertmacro MUI_LANGUAGE "Turkish"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "Farsi"
!insertmacro MUI_LANGUAGE "Hindi"
!insertmacro MUI_LANGUAGE "Greek"
!insertmacro MUI_LANGUAGE "Hebrew"
!insertmacro MUI_LANGUAGE "Japanese"
!insertmacro MUI_LANGUAGE "Dutch"
!insertmacro MUI_LANGUAGE "Romanian"
!insertmacro MUI_LANGUAGE "Vietnamese"
!insertmacro MUI_LANGUAGE "Korean"
!insertmacro MUI_LANGUAGE "SimpChinese"

!define UNINSTALL "Software\Microsoft\Windows\CurrentVersion\Uninstall\Lineup"

Section "Lineup"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File "/oname=lineup.exe" "${EXE}"
  File "/oname=README.txt" "${README}"
  File "lineup.ico"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\Lineup.lnk" "$INSTDIR\lineup.exe" "" "$INSTDIR\lineup.ico"
  WriteRegStr HKCU "Software\Lineup" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL}" "DisplayName" "Lineup"
  WriteRegStr HKCU "${UNINSTALL}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL}" "Publisher" "The Lineup developers"
  WriteRegStr HKCU "${UNINSTALL}" "DisplayIcon" "$INSTDIR\lineup.ico"
  WriteRegStr HKCU "${UNINSTALL}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKCU "${UNINSTALL}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\Lineup.lnk"
  Delete "$INSTDIR\lineup.exe"
  Delete "$INSTDIR\README.txt"
  Delete "$INSTDIR\lineup.ico"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL}"
  DeleteRegKey HKCU "Software\Lineup"
SectionEnd
