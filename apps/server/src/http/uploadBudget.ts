import type { Config } from '../config.js';
import { AppError } from './errors.js';

type Limits = Pick<Config, 'UPLOAD_INFLIGHT_BYTES_PER_ACCOUNT' | 'UPLOAD_INFLIGHT_BYTES'>;

const MB = 1024 * 1024;
/** About how long an upload's work takes: when to try again after a refusal. */
const RETRY_AFTER_SECONDS = 10;

/**
 * The bytes of uploads being received or waiting for their work, per account and in all (issue 38:
 * ten card uploads of one farmer took the server from 448 to 797 MB). An upload takes its declared
 * length (or its route's most) before its body is read and gives it back when its answer is sent.
 * One upload is always let in (each route's own limits bound it); a further one at the same time is
 * refused with 429 when it would take the account, or the server, over its budget.
 */
export class UploadBudget {
  private readonly perAccount = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: Limits) {}

  /** Takes `bytes` for `account` or throws 429; returns the release, safe to call more than once. */
  take(account: string, bytes: number): () => void {
    const mine = this.perAccount.get(account) ?? 0;
    if (mine > 0 && mine + bytes > this.limits.UPLOAD_INFLIGHT_BYTES_PER_ACCOUNT) throw this.accountFull();
    if (this.total > 0 && this.total + bytes > this.limits.UPLOAD_INFLIGHT_BYTES) throw this.serverFull();
    this.perAccount.set(account, mine + bytes);
    this.total += bytes;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.perAccount.get(account) ?? bytes) - bytes;
      if (left > 0) this.perAccount.set(account, left);
      else this.perAccount.delete(account);
      this.total -= bytes;
    };
  }

  /** Bytes held now, per account and in all. */
  stats(): { total: number; accounts: number } {
    return { total: this.total, accounts: this.perAccount.size };
  }

  private accountFull(): AppError {
    const mb = Math.round(this.limits.UPLOAD_INFLIGHT_BYTES_PER_ACCOUNT / MB);
    return new AppError(
      'RATE_LIMITED',
      {
        en: `Your other uploads are still being received or processed (${mb} MB at once is the limit per account). Wait for them to finish, then send this one again.`,
        hi: `आपके दूसरे अपलोड अभी भेजे या संसाधित किए जा रहे हैं (एक साथ ${mb} MB प्रति खाता सीमा है)। उनके पूरा होने के बाद इसे फिर से भेजें।`,
        mr: `तुमचे इतर अपलोड सध्या पाठवले किंवा प्रक्रिया केले जात आहेत (एकाच वेळी प्रति खाते ${mb} MB मर्यादा आहे). ते पूर्ण झाल्यावर हे पुन्हा पाठवा.`,
      },
      { 'retry-after': String(RETRY_AFTER_SECONDS) },
    );
  }

  private serverFull(): AppError {
    return new AppError(
      'RATE_LIMITED',
      {
        en: 'The server is busy receiving other uploads. Please try again in a minute.',
        hi: 'सर्वर अभी दूसरे अपलोड ले रहा है। कृपया थोड़ी देर बाद फिर से प्रयास करें।',
        mr: 'सर्व्हर सध्या इतर अपलोड घेत आहे. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
      },
      { 'retry-after': String(RETRY_AFTER_SECONDS) },
    );
  }
}

/** 413 for an upload over its route's limits, saying what the route takes. */
export function uploadTooLarge(files: number, fileSize: number): AppError {
  const size = fileSize >= MB ? `${Math.round(fileSize / MB)} MB` : `${Math.round(fileSize / 1024)} KB`;
  return new AppError('PAYLOAD_TOO_LARGE', {
    en: `The upload is too large: ${files === 1 ? 'one file' : `at most ${files} files`} of at most ${size} each. Choose a smaller file (or fewer files) and send it again.`,
    hi: `अपलोड बहुत बड़ा है: ${files === 1 ? 'एक फ़ाइल' : `अधिकतम ${files} फ़ाइलें`}, हर एक अधिकतम ${size}। छोटी फ़ाइल (या कम फ़ाइलें) चुनकर फिर से भेजें।`,
    mr: `अपलोड खूप मोठा आहे: ${files === 1 ? 'एक फाइल' : `जास्तीत जास्त ${files} फाइली`}, प्रत्येक जास्तीत जास्त ${size}. लहान फाइल (किंवा कमी फाइली) निवडून पुन्हा पाठवा.`,
  });
}
