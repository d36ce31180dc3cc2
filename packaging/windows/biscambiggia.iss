; Inno Setup 6 script: the Windows installer of Biscambiggia.
;
; First freeze the app (PyInstaller makes dist\biscambiggia\ with biscambiggia.exe and
; biscambiggia-console.exe), then compile this script with the version from
; biscambiggia_gui\__init__.py, the one place it is kept:
;
;   python -m PyInstaller --noconfirm packaging\biscambiggia.spec
;   dist\biscambiggia\biscambiggia-console.exe --smoke-test
;   for /f %v in ('python -c "import runpy; print(runpy.run_path('biscambiggia_gui/__init__.py')['__version__'])"') do iscc /DAppVersion=%v packaging\windows\biscambiggia.iss
;
; Result: dist\Biscambiggia-<version>-windows-x64-setup.exe. It installs for the current
; user without administrator rights (or for all users, if the player chooses so in the
; dialog), adds a Start-menu shortcut and, if ticked, a desktop shortcut, and registers an
; uninstaller in Settings > Apps. Saves and settings live in %APPDATA%\Biscambiggia and
; are left in place by the uninstaller. Game records keep the .json of any JSON file, so
; the game joins the "Open with" list of .json files (OpenWithProgids) without becoming
; their default program; the file opens in the window (or in the one already open).

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z (it is __version__ in biscambiggia_gui/__init__.py)
#endif

; LZMA2 "ultra64" needs a 64-bit compressor process (islzma64.exe, which ISCC uses on
; 64-bit Windows); packaging/windows/check_iss.sh, running the 32-bit ISCC under a
; 32-bit-only wine, passes /DCompression=lzma2/max instead.
#ifndef Compression
  #define Compression "lzma2/ultra64"
#endif

#define AppName "Biscambiggia"
#define AppExe "biscambiggia.exe"
#define Root AddBackslash(SourcePath) + "..\.."
#define Frozen Root + "\dist\biscambiggia"
#define Icon Root + "\biscambiggia_gui\assets\icons\biscambiggia.ico"

#if !FileExists(Frozen + "\" + AppExe)
  #error dist\biscambiggia\biscambiggia.exe not found: run PyInstaller with packaging\biscambiggia.spec first
#endif

[Setup]
; The AppId identifies the program to Windows across versions (upgrades, uninstall):
; never change it. (The doubled brace is Inno Setup's escape for a literal "{".)
AppId={{28E185E7-FD8A-45F5-A2A9-4308DDCBA412}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6 runs on Windows 10 1809 and later.
MinVersion=10.0.17763
OutputDir={#Root}\dist
OutputBaseFilename=Biscambiggia-{#AppVersion}-windows-x64-setup
#if FileExists(Icon)
SetupIconFile={#Icon}
#endif
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression={#Compression}
SolidCompression=yes
LZMAUseSeparateProcess=yes
WizardStyle=modern
ShowLanguageDialog=auto
CloseApplications=yes
ChangesAssociations=yes

[Languages]
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "english"; MessagesFile: "compiler:Default.isl"

[CustomMessages]
italian.AppComment=Giochi di carte tradizionali liguri e italiani: Biscambiggia, Briscola, Mariagio, Tarocchi a pizzico, Briscola chiamata, Biscambiggia chiamata
english.AppComment=Traditional card games of Liguria and Italy: Biscambiggia, Briscola, Mariagio, Tarocchi a pizzico, Briscola chiamata, Biscambiggia chiamata
italian.RecordType=Partita registrata di Biscambiggia
english.RecordType=Biscambiggia game record

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[InstallDelete]
; An upgrade replaces the whole program folder: no stale DLL of an older Qt stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Frozen}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Registry]
; "Open with" for .json files (HKA: the current user's classes, or the machine's when
; installed for all users); uninstalling takes these away again.
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "Biscambiggia.Record"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Biscambiggia.Record"; ValueType: string; ValueName: ""; ValueData: "{cm:RecordType}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Biscambiggia.Record\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\Biscambiggia.Record\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
