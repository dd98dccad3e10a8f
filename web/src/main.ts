console.log("regalia");
