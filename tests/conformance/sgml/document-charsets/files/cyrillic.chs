-- A base character set read from this file, which a catalog names for the public
   identifier of BASESET: 0-127 are ISO 646, 128-191 the Cyrillic letters of UCS-2. --
0 128 0 128 64 1040
