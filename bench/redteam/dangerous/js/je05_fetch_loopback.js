fetch("http://127.0.0.1:4/collect?d=" + encodeURIComponent("secret"))
  .catch((e) => console.log(e.cause ? e.cause.code : e.message));
