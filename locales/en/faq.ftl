# Site questions every rules guide answers after its own, in this order.

faq-site-1-q = How do I play a friend?
faq-site-1-a = On the home page, choose “{ mode-friend }” on the game's card and send the link to your friend. Whoever opens it first takes the other seat, and the game starts. You can pick a clock first, above the cards.
faq-site-2-q = Can we play on this device, sitting together?
faq-site-2-a = Yes. Choose “{ mode-local }”: you share one board and take turns. The game stays in this browser, so you can close the page and resume it later from the home page.
faq-site-3-q = Can I play against the computer?
faq-site-3-a = Yes, in every game. Choose “{ mode-ai }”, pick a level from 1 (a beginner can win) to 8 (full strength) and your colour, then start.
faq-site-4-q = Which rules apply here?
faq-site-4-a = Exactly the rules on this page, in every kind of game. Where other sites or programs differ, the section “{ guide-heading-elsewhere }” says what we do.
faq-site-5-q = Are my games saved, and where?
faq-site-5-a = Games against a friend, the computer or someone from the lobby are stored on this server as they are played; your private link brings you back to yours. Games on this device are kept in this browser only: clearing its site data deletes them. Every game can be downloaded as PGN.
faq-site-6-q = Do I need an account?
faq-site-6-a = No. There is nothing to sign up for: a cookie and your private game link keep your seat. Keep the link if you want to come back from another browser.
