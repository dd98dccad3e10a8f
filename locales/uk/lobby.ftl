# Лобі на головній сторінці: один рядок на кожен відкритий виклик.
lobby-seek-line = { $name } · { $game } · { $clock } · { $side }
lobby-side-random = колір за жеребом
lobby-side-white = ви граєте білими
lobby-side-black = ви граєте чорними
lobby-no-clock = без годинника
