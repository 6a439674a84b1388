<!SGML "ISO 8879:1986"
  --
     The SGML declaration omittag reads a document with when neither the document
     nor any catalog the user gave names one: a declaration written for omittag,
     equal in effect to the one OpenSP (onsgmls 1.5.2) implies in that case.

     Document character set: every character of ISO/IEC 10646 up to U+10FFFF,
     numbered as itself, except the characters OpenSP treats as non-SGML when it
     implies a declaration: the shunned control characters that are not function
     characters (C0 except TAB, RS and RE; DEL and C1) and character 255.
     Concrete syntax: the reference concrete syntax (with its short references)
     with TAB as a separator character and these quantities: BSEQLEN, NORMSEP,
     LITLEN, PILEN and DTEMPLEN as OpenSP sets them, every other one 99999999.
     Features: OMITTAG, RANK and SHORTTAG; SIMPLE (1000), IMPLICIT and EXPLICIT
     (1) links; SUBDOC (99999999); FORMAL public identifiers.
  --
  CHARSET
    BASESET  "ISO Registration Number 177//CHARSET
              ISO/IEC 10646-1:1993 UCS-4 with implementation level 3//ESC 2/5 2/15 4/6"
    DESCSET  0        9        UNUSED
             9        2        9
             11       2        UNUSED
             13       1        13
             14       18       UNUSED
             32       95       32
             127      33       UNUSED
             160      95       160
             255      1        UNUSED
             256      1113856  256

  CAPACITY PUBLIC "ISO 8879-1986//CAPACITY Reference//EN"

  SCOPE DOCUMENT

  SYNTAX
    SHUNCHAR CONTROLS 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20
                      21 22 23 24 25 26 27 28 29 30 31 127 255
    BASESET  "ISO 646IRV:1991//CHARSET International Reference Version
              (IRV)//ESC 2/8 4/2"
    DESCSET  0 128 0
    FUNCTION RE          13
             RS          10
             SPACE       32
             TAB SEPCHAR 9
    NAMING   LCNMSTRT ""
             UCNMSTRT ""
             LCNMCHAR "-."
             UCNMCHAR "-."
             NAMECASE GENERAL YES
                      ENTITY  NO
    DELIM    GENERAL  SGMLREF
             SHORTREF SGMLREF
    NAMES    SGMLREF
    QUANTITY SGMLREF
             ATTCNT   99999999
             ATTSPLEN 99999999
             BSEQLEN  960
             DTAGLEN  99999999
             DTEMPLEN 24000
             ENTLVL   99999999
             GRPCNT   99999999
             GRPGTCNT 99999999
             GRPLVL   99999999
             LITLEN   24000
             NAMELEN  99999999
             NORMSEP  2
             PILEN    24000
             TAGLEN   99999999
             TAGLVL   99999999

  FEATURES
    MINIMIZE
      DATATAG  NO
      OMITTAG  YES
      RANK     YES
      SHORTTAG YES
    LINK
      SIMPLE   YES 1000
      IMPLICIT YES
      EXPLICIT YES 1
    OTHER
      CONCUR   NO
      SUBDOC   YES 99999999
      FORMAL   YES
  APPINFO NONE
>
