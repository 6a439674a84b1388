<!DOCTYPE style-sheet PUBLIC "-//James Clark//DTD DSSSL Style Sheet//EN" [
<!ENTITY docbook.dsl PUBLIC "-//Norman Walsh//DOCUMENT DocBook HTML Stylesheet//EN" CDATA DSSSL>
<!ENTITY local SYSTEM "driver-local.ent">
]>
<style-sheet>
<style-specification id="html" use="docbook">
<style-specification-body>
(define %html-ext% ".html")
(define %use-id-as-filename% #t)
&local;
</style-specification-body>
</style-specification>
<external-specification id="docbook" document="docbook.dsl">
</style-sheet>
