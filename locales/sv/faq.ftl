# Frågor om sajten: varje regelguide besvarar dem efter sina egna, i den här ordningen.

faq-site-1-q = Hur spelar jag mot en vän?
faq-site-1-a = Välj ”{ mode-friend }” på spelets kort på startsidan och skicka länken till din vän. Den som öppnar den först tar den andra platsen, och partiet börjar. Du kan först välja klocka ovanför korten.
faq-site-2-q = Kan vi spela på den här enheten, tillsammans?
faq-site-2-a = Ja. Välj ”{ mode-local }”: ni delar ett bräde och turas om att dra. Partiet sparas i den här webbläsaren, så du kan stänga sidan och fortsätta senare från startsidan.
faq-site-3-q = Kan jag spela mot datorn?
faq-site-3-a = Ja, i alla spel. Välj ”{ mode-ai }”, välj en nivå från 1 (en nybörjare kan vinna) till 8 (full styrka) och din färg, och börja.
faq-site-4-q = Vilka regler gäller här?
faq-site-4-a = Precis reglerna på den här sidan, i alla sorters partier. Där andra sajter eller program gör annorlunda står det i avsnittet ”{ guide-heading-elsewhere }” vad vi gör.
faq-site-5-q = Sparas mina partier, och var?
faq-site-5-a = Partier mot en vän, datorn eller någon från lobbyn sparas på den här servern drag för drag; din personliga länk tar dig tillbaka. Partier på den här enheten finns bara i den här webbläsaren: rensar du webbplatsdata försvinner de. Varje parti kan laddas ner som PGN.
faq-site-6-q = Behöver jag ett konto?
faq-site-6-a = Nej. Det finns inget att registrera sig för: en cookie och den personliga länken till partiet håller din plats. Spara länken om du vill komma tillbaka från en annan webbläsare.
